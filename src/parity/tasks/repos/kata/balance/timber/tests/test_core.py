from kata_balance.core import timber


def test_timber_0():
    assert timber([9, 18]) == 0


def test_timber_1():
    assert timber([1, 10, 19, 4, 4, 2]) == 2


def test_timber_2():
    assert timber([0, 3, 11, 18, 12, 14]) == 2


def test_timber_3():
    assert timber([18, 6]) == 2


def test_timber_4():
    assert timber([15, 0]) == 0


def test_timber_5():
    assert timber([8, 20, 7, 11, 3, 0, 0]) == 1
