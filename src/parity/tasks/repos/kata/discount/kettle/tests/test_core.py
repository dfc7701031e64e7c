from kata_discount.core import kettle


def test_kettle_0():
    assert kettle(21, 7) == 147


def test_kettle_1():
    assert kettle(8, 10) == 70


def test_kettle_2():
    assert kettle(7, 6) == 42


def test_kettle_3():
    assert kettle(27, 5) == 135


def test_kettle_4():
    assert kettle(31, 10) == 272


def test_kettle_5():
    assert kettle(20, 8) == 140
