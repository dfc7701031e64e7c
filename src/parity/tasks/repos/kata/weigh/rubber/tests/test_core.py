from kata_weigh.core import rubber


def test_rubber_0():
    assert rubber([8, 6]) == 14


def test_rubber_1():
    assert rubber([10, 3, 7, 11, 10]) == 72


def test_rubber_2():
    assert rubber([4, 0, 9, 2]) == 15


def test_rubber_3():
    assert rubber([2, 7, 9, 0]) == 18


def test_rubber_4():
    assert rubber([12, 1, 10, 9]) == 54


def test_rubber_5():
    assert rubber([5, 3, 8, 7]) == 23
