from kata_multiples.core import canyon


def test_canyon_0():
    assert canyon([-5, 10, 15, 0, 11, 9]) == 0


def test_canyon_1():
    assert canyon([-1, 6, 9, 9]) == 0


def test_canyon_2():
    assert canyon([20, 8, 11]) == 2


def test_canyon_3():
    assert canyon([16, 3, 1, -3, 10]) == 1


def test_canyon_4():
    assert canyon([19, 7, 13, 17, 2]) == 0


def test_canyon_5():
    assert canyon([-4, -3, 18, -2]) == 0
