from kata_balance.core import kettle


def test_kettle_0():
    assert kettle([15]) == -1


def test_kettle_1():
    assert kettle([7, 4, 17, 9, 16, 16, 18]) == 1


def test_kettle_2():
    assert kettle([19, 5]) == -2


def test_kettle_3():
    assert kettle([9, 20, 9]) == -1


def test_kettle_4():
    assert kettle([]) == 0


def test_kettle_5():
    assert kettle([17, 7, 4, 0, 4]) == 1
