from kata_wrap.core import honey


def test_honey_0():
    assert honey(-9) == 0


def test_honey_1():
    assert honey(-10) == 4


def test_honey_2():
    assert honey(25) == 4


def test_honey_3():
    assert honey(-8) == 1


def test_honey_4():
    assert honey(27) == 1


def test_honey_5():
    assert honey(2) == 1
