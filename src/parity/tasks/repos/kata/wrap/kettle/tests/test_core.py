from kata_wrap.core import kettle


def test_kettle_0():
    assert kettle(8) == 1


def test_kettle_1():
    assert kettle(5) == 7


def test_kettle_2():
    assert kettle(-7) == 4


def test_kettle_3():
    assert kettle(-4) == 7


def test_kettle_4():
    assert kettle(4) == 6


def test_kettle_5():
    assert kettle(10, 4, 2) == 0
