from kata_balance.core import lemon


def test_lemon_0():
    assert lemon([9, 18, 14, 19, 19]) == -1


def test_lemon_1():
    assert lemon([18, 11]) == 0


def test_lemon_2():
    assert lemon([6, 20, 4, 13, 18, 3]) == 2


def test_lemon_3():
    assert lemon([11, 7, 11, 6]) == -2


def test_lemon_4():
    assert lemon([6, 13, 14]) == 1


def test_lemon_5():
    assert lemon([8, 20, 7, 18, 17, 11, 12]) == 1
