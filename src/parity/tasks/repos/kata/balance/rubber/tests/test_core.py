from kata_balance.core import rubber


def test_rubber_0():
    assert rubber([18, 19]) == 0


def test_rubber_1():
    assert rubber([9, 19, 3, 0, 10, 8, 12]) == 1


def test_rubber_2():
    assert rubber([15, 7, 7]) == -3


def test_rubber_3():
    assert rubber([20, 17, 8, 15, 12, 6]) == 2


def test_rubber_4():
    assert rubber([13]) == -1


def test_rubber_5():
    assert rubber([8, 0, 9]) == 1
