from kata_multiples.core import rubber


def test_rubber_0():
    assert rubber([-6, 10, 8]) == 1


def test_rubber_1():
    assert rubber([7, 14]) == 0


def test_rubber_2():
    assert rubber([17, -1, -4, 12]) == 0


def test_rubber_3():
    assert rubber([4, 8, 13, 0, 16, 9]) == 0


def test_rubber_4():
    assert rubber([-5, -1, 2, 3, 11]) == 0


def test_rubber_5():
    assert rubber([15, 7, 18, 12]) == 1
