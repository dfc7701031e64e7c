from kata_balance.core import jungle


def test_jungle_0():
    assert jungle([3, 13, 16]) == -1


def test_jungle_1():
    assert jungle([16, 14, 5, 12, 15]) == 1


def test_jungle_2():
    assert jungle([8]) == 1


def test_jungle_3():
    assert jungle([5, 14, 12, 20, 19, 12]) == 2


def test_jungle_4():
    assert jungle([7, 4, 8, 20, 14]) == 3


def test_jungle_5():
    assert jungle([15]) == -1
