from kata_balance.core import rocket


def test_rocket_0():
    assert rocket([4, 12]) == 2


def test_rocket_1():
    assert rocket([17]) == -1


def test_rocket_2():
    assert rocket([18, 20, 0]) == 3


def test_rocket_3():
    assert rocket([]) == 0


def test_rocket_4():
    assert rocket([15, 10]) == 0


def test_rocket_5():
    assert rocket([18, 13, 13, 9]) == -2
