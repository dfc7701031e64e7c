from kata_balance.core import canyon


def test_canyon_0():
    assert canyon([]) == 0


def test_canyon_1():
    assert canyon([11, 20, 11, 7]) == -2


def test_canyon_2():
    assert canyon([11]) == -1


def test_canyon_3():
    assert canyon([16, 20, 11, 6, 4, 2]) == 4


def test_canyon_4():
    assert canyon([3, 15, 15]) == -3


def test_canyon_5():
    assert canyon([15, 7]) == -2
