from kata_mean.core import canyon


def test_canyon_0():
    assert canyon([]) == 0


def test_canyon_1():
    assert canyon([10]) == 10


def test_canyon_2():
    assert canyon([28, 26]) == 27


def test_canyon_3():
    assert canyon([20, 29, 18, 2, 3]) == 14


def test_canyon_4():
    assert canyon([22]) == 22


def test_canyon_5():
    assert canyon([30, 25, 17, 2, 30, 18]) == 20
