from kata_balance.core import jungle


def test_jungle_0():
    assert jungle([10]) == 1


def test_jungle_1():
    assert jungle([9, 5, 4, 19, 0]) == -1


def test_jungle_2():
    assert jungle([20, 20, 2]) == 3


def test_jungle_3():
    assert jungle([1, 7, 5, 13]) == -4


def test_jungle_4():
    assert jungle([10, 20, 3, 15, 19, 2]) == 0


def test_jungle_5():
    assert jungle([13, 8, 6, 13, 9, 5, 2]) == -1
