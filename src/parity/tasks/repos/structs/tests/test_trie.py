import pytest

from structs import Trie


def test_insert_and_contains():
    t = Trie(["car", "cart", "dog"])
    assert "car" in t
    assert "cart" in t
    assert "ca" not in t
    assert "cars" not in t
    assert len(t) == 3


def test_insert_returns_whether_new():
    t = Trie()
    assert t.insert("a") is True
    assert t.insert("a") is False
    assert len(t) == 1


def test_values():
    t = Trie()
    t.insert("key", 5)
    assert t.get("key") == 5
    assert t.get("ke") is None
    assert t.get("ke", -1) == -1
    assert t.get("missing", 0) == 0


def test_reinsert_updates_value():
    t = Trie()
    t.insert("k", 1)
    t.insert("k", 2)
    assert t.get("k") == 2


def test_count_prefix():
    t = Trie(["tea", "ten", "to", "inn"])
    assert t.count_prefix("t") == 3
    assert t.count_prefix("te") == 2
    assert t.count_prefix("") == 4
    assert t.count_prefix("x") == 0


def test_starts_with_sorted():
    t = Trie(["beta", "bet", "alpha", "be", "better"])
    assert t.starts_with("bet") == ["bet", "beta", "better"]
    assert t.starts_with("q") == []


def test_starts_with_limit():
    t = Trie(["aa", "ab", "ac", "ad"])
    assert t.starts_with("a", limit=2) == ["aa", "ab"]
    assert t.starts_with("a", limit=0) == []


def test_words():
    assert Trie(["b", "a", "ab"]).words() == ["a", "ab", "b"]


def test_remove_leaf_prunes():
    t = Trie(["car", "cart"])
    t.remove("cart")
    assert "cart" not in t
    assert "car" in t
    assert t.count_prefix("car") == 1
    assert t.starts_with("ca") == ["car"]
    assert len(t) == 1


def test_remove_inner_word_keeps_longer():
    t = Trie(["car", "cart"])
    t.remove("car")
    assert "car" not in t
    assert "cart" in t
    assert t.count_prefix("c") == 1


def test_remove_missing_raises():
    t = Trie(["abc"])
    with pytest.raises(KeyError):
        t.remove("ab")
    with pytest.raises(KeyError):
        t.remove("abd")
    assert len(t) == 1


def test_remove_then_prefix_gone():
    t = Trie(["solo"])
    t.remove("solo")
    assert t.count_prefix("s") == 0
    assert t.words() == []


def test_longest_prefix():
    t = Trie(["a", "ab", "abcd"])
    assert t.longest_prefix("abcde") == "abcd"
    assert t.longest_prefix("abc") == "ab"
    assert t.longest_prefix("xyz") == ""
    assert t.longest_prefix("a") == "a"


def test_empty_string_word():
    t = Trie()
    t.insert("", "root")
    assert "" in t
    assert t.get("") == "root"
    assert t.longest_prefix("zzz") == ""


def test_node_count_and_pruning():
    t = Trie()
    assert t.node_count() == 1
    t.insert("abc")
    t.insert("abd")
    assert t.node_count() == 5
    t.remove("abd")
    assert t.node_count() == 4
    t.remove("abc")
    assert t.node_count() == 1


def test_remove_prefix_word_keeps_nodes():
    t = Trie(["ab", "abcd"])
    t.remove("ab")
    assert t.node_count() == 5
    t.remove("abcd")
    assert t.node_count() == 1
