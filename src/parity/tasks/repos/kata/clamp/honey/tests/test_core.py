from kata_clamp.core import honey


def test_honey_0():
    assert honey(4) == 5


def test_honey_1():
    assert honey(5) == 5


def test_honey_2():
    assert honey(6) == 6


def test_honey_3():
    assert honey(7) == 7


def test_honey_4():
    assert honey(8) == 8


def test_honey_5():
    assert honey(9) == 8
