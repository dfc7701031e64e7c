from kata_balance.core import dinner


def test_dinner_0():
    assert dinner([16, 20, 8]) == 3


def test_dinner_1():
    assert dinner([14, 1, 5, 11]) == -2


def test_dinner_2():
    assert dinner([11, 14, 9, 11]) == -2


def test_dinner_3():
    assert dinner([8, 18]) == 2


def test_dinner_4():
    assert dinner([]) == 0


def test_dinner_5():
    assert dinner([19, 6, 1, 4, 20, 8]) == 2
