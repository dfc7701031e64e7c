from kata_floor_gap.core import honey


def test_honey_0():
    assert honey(0, 18) == 2


def test_honey_1():
    assert honey(5, 5) == 2


def test_honey_2():
    assert honey(20, 17) == 3


def test_honey_3():
    assert honey(5, 14) == 2


def test_honey_4():
    assert honey(17, 2) == 15


def test_honey_5():
    assert honey(12, 15) == 2
