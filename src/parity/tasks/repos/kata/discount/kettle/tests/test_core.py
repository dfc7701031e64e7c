from kata_discount.core import kettle


def test_kettle_0():
    assert kettle(40, 5) == 200


def test_kettle_1():
    assert kettle(10, 1) == 10


def test_kettle_2():
    assert kettle(31, 1) == 31


def test_kettle_3():
    assert kettle(15, 11) == 145


def test_kettle_4():
    assert kettle(20, 7) == 140


def test_kettle_5():
    assert kettle(20, 8) == 140
