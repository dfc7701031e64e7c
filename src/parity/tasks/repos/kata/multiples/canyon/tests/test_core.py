from kata_multiples.core import canyon


def test_canyon_0():
    assert canyon([9, 20, 3]) == 1


def test_canyon_1():
    assert canyon([1, -6, 9, 5]) == 0


def test_canyon_2():
    assert canyon([4, -4, -4, 3, 12, 7]) == 2


def test_canyon_3():
    assert canyon([17, 5, 6]) == 0


def test_canyon_4():
    assert canyon([1, 3, 0]) == 0


def test_canyon_5():
    assert canyon([15, 19, 5, 3, 6]) == 0
