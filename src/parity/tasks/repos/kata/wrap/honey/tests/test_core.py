from kata_wrap.core import honey


def test_honey_0():
    assert honey(-5) == 5


def test_honey_1():
    assert honey(7) == 3


def test_honey_2():
    assert honey(24) == 6


def test_honey_3():
    assert honey(-8) == 2


def test_honey_4():
    assert honey(-10) == 0


def test_honey_5():
    assert honey(19) == 1
