from kata_multiples.core import jungle


def test_jungle_0():
    assert jungle([2, 12, 1, 2, 4]) == 4


def test_jungle_1():
    assert jungle([9, 8, 16, -3, 7, 5]) == 5


def test_jungle_2():
    assert jungle([10, -5, 1]) == 1


def test_jungle_3():
    assert jungle([6, -6, 1, -4, 3]) == 4


def test_jungle_4():
    assert jungle([20, -1]) == -1


def test_jungle_5():
    assert jungle([8, -6, 18]) == 19
