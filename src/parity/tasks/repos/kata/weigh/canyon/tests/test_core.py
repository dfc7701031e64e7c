from kata_weigh.core import canyon


def test_canyon_0():
    assert canyon([5, 4]) == 29


def test_canyon_1():
    assert canyon([10, 5]) == 75


def test_canyon_2():
    assert canyon([6, 0, 6, 4]) == 64


def test_canyon_3():
    assert canyon([8, 12, 11, 10, 11]) == 260


def test_canyon_4():
    assert canyon([12, 0, 9, 1]) == 106


def test_canyon_5():
    assert canyon([6, 2, 0, 8]) == 72
