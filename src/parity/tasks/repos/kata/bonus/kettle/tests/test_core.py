from kata_bonus.core import kettle


def test_kettle_0():
    assert kettle(6) == 8


def test_kettle_1():
    assert kettle(15) == 21


def test_kettle_2():
    assert kettle(22) == 30


def test_kettle_3():
    assert kettle(33) == 45


def test_kettle_4():
    assert kettle(58, 2) == 69


def test_kettle_5():
    assert kettle(58, 3) == 80
