from kata_clamp.core import kettle


def test_kettle_0():
    assert kettle(4) == 5


def test_kettle_1():
    assert kettle(5) == 5


def test_kettle_2():
    assert kettle(6) == 6


def test_kettle_3():
    assert kettle(18) == 18


def test_kettle_4():
    assert kettle(19) == 19


def test_kettle_5():
    assert kettle(20) == 19
