from kata_weigh.core import canyon


def test_canyon_0():
    assert canyon([12, 8, 11, 11]) == 84


def test_canyon_1():
    assert canyon([7, 1, 0, 8]) == 31


def test_canyon_2():
    assert canyon([12, 12, 4, 0]) == 52


def test_canyon_3():
    assert canyon([1, 1, 5, 5, 1]) == 23


def test_canyon_4():
    assert canyon([0, 2, 8, 10]) == 38


def test_canyon_5():
    assert canyon([4, 5]) == 14
