from kata_max_gap.core import jungle


def test_jungle_0():
    assert jungle([2, 4, 18, 18, 27]) == 14


def test_jungle_1():
    assert jungle([0, 7, 16, 30]) == 14


def test_jungle_2():
    assert jungle([4, 8, 22, 23, 26]) == 14


def test_jungle_3():
    assert jungle([17]) == 0


def test_jungle_4():
    assert jungle([0, 2, 17]) == 15


def test_jungle_5():
    assert jungle([0]) == 0
