from kata_bonus.core import kettle


def test_kettle_0():
    assert kettle(22) == 36


def test_kettle_1():
    assert kettle(35) == 57


def test_kettle_2():
    assert kettle(30) == 50


def test_kettle_3():
    assert kettle(33) == 55


def test_kettle_4():
    assert kettle(33, 2) == 44


def test_kettle_5():
    assert kettle(33, 3) == 55
