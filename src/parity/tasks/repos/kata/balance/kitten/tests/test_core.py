from kata_balance.core import kitten


def test_kitten_0():
    assert kitten([19, 5, 1, 20, 17, 6]) == -2


def test_kitten_1():
    assert kitten([18, 2, 11, 16]) == 2


def test_kitten_2():
    assert kitten([20]) == 1


def test_kitten_3():
    assert kitten([11, 18, 6, 19, 17, 16]) == 0


def test_kitten_4():
    assert kitten([7, 9, 14, 8]) == 0


def test_kitten_5():
    assert kitten([19, 1, 5, 0]) == -2
