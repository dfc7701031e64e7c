from kata_weigh.core import cherry


def test_cherry_0():
    assert cherry([2, 9, 4, 12]) == 111


def test_cherry_1():
    assert cherry([1, 5, 5, 2, 10]) == 103


def test_cherry_2():
    assert cherry([12, 7, 10]) == 145


def test_cherry_3():
    assert cherry([12, 0, 3, 4, 2]) == 69


def test_cherry_4():
    assert cherry([5, 4, 6, 10, 0]) == 109


def test_cherry_5():
    assert cherry([8, 6, 0]) == 70
