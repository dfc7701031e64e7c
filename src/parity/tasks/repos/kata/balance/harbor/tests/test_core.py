from kata_balance.core import harbor


def test_harbor_0():
    assert harbor([17, 6, 17]) == -1


def test_harbor_1():
    assert harbor([11, 3, 18, 16, 11]) == -1


def test_harbor_2():
    assert harbor([18, 16, 19]) == 1


def test_harbor_3():
    assert harbor([9, 4, 12]) == 1


def test_harbor_4():
    assert harbor([6, 5, 8, 0, 7]) == 1


def test_harbor_5():
    assert harbor([20, 19, 4, 3, 4]) == 1
