from kata_max_gap.core import canyon


def test_canyon_0():
    assert canyon([3, 8, 19, 24, 26]) == 11


def test_canyon_1():
    assert canyon([11]) == 0


def test_canyon_2():
    assert canyon([6, 29]) == 23


def test_canyon_3():
    assert canyon([15, 18]) == 3


def test_canyon_4():
    assert canyon([5, 8, 15, 19, 25, 26]) == 7


def test_canyon_5():
    assert canyon([11, 18, 18]) == 7
