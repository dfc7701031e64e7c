from kata_long_words.count_cost import count_cost


def test_count_cost_0():
    assert count_cost(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_count_cost_1():
    assert count_cost(['_zzzzzz', 'qqqqqqq']) == 1


def test_count_cost_2():
    assert count_cost([]) == 0


def test_count_cost_3():
    assert count_cost(['abcdefgh', 'ab'], 2) == 2


def test_count_cost_4():
    assert count_cost(['abc', '_abc', 'a'], 1) == 2
