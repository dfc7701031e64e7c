from kata_balance.core import dinner


def test_dinner_0():
    assert dinner([4, 18]) == 2


def test_dinner_1():
    assert dinner([4, 4, 9, 19]) == 0


def test_dinner_2():
    assert dinner([]) == 0


def test_dinner_3():
    assert dinner([6, 5, 12]) == 1


def test_dinner_4():
    assert dinner([9, 17, 7, 1]) == -4


def test_dinner_5():
    assert dinner([4, 6]) == 2
