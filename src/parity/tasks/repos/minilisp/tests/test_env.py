import pytest

from minilisp import Environment, UnboundSymbol


def test_define_and_lookup():
    env = Environment()
    assert env.define("x", 1) == 1
    assert env.lookup("x") == 1


def test_lookup_outer():
    outer = Environment({"x": 1})
    inner = outer.child(["y"], [2])
    assert inner.lookup("x") == 1
    assert inner.lookup("y") == 2


def test_shadowing():
    outer = Environment({"x": 1})
    inner = outer.child(["x"], [5])
    assert inner.lookup("x") == 5
    assert outer.lookup("x") == 1


def test_assign_updates_defining_frame():
    outer = Environment({"x": 1})
    inner = outer.child()
    inner.assign("x", 9)
    assert outer.lookup("x") == 9
    assert "x" not in inner.bindings


def test_unbound():
    with pytest.raises(UnboundSymbol) as info:
        Environment().child().lookup("nope")
    assert info.value.name == "nope"
    assert str(info.value) == "unbound symbol: nope"


def test_assign_unbound():
    with pytest.raises(UnboundSymbol):
        Environment().assign("z", 1)


def test_depth():
    env = Environment()
    assert env.depth() == 0
    assert env.child().child().depth() == 2
