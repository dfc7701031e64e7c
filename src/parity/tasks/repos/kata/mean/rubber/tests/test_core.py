from kata_mean.core import rubber


def test_rubber_0():
    assert rubber([]) == 0


def test_rubber_1():
    assert rubber([28, 6]) == 17


def test_rubber_2():
    assert rubber([12, 0, 18, 26, 14, 2]) == 12


def test_rubber_3():
    assert rubber([3, 30, 22, 28]) == 20


def test_rubber_4():
    assert rubber([20, 1, 11, 13, 30]) == 15


def test_rubber_5():
    assert rubber([3, 3]) == 3
