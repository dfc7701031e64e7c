from kata_multiples.core import jungle


def test_jungle_0():
    assert jungle([20, 13, 9, -3, 5]) == 1


def test_jungle_1():
    assert jungle([11, -1, -6, 7, 14]) == 0


def test_jungle_2():
    assert jungle([13, -2, 12, 16, -2, 16]) == 1


def test_jungle_3():
    assert jungle([5, 17, 10, 11, 0]) == 0


def test_jungle_4():
    assert jungle([5, 1, 13]) == 0


def test_jungle_5():
    assert jungle([20, 14, -5, 18, 7]) == 1
