from kata_weigh.core import kitten


def test_kitten_0():
    assert kitten([0, 12, 7]) == 38


def test_kitten_1():
    assert kitten([2, 12, 2]) == 28


def test_kitten_2():
    assert kitten([5, 8, 6, 8]) == 54


def test_kitten_3():
    assert kitten([0, 9, 1, 10, 12]) == 63


def test_kitten_4():
    assert kitten([12, 9, 1, 11, 6]) == 77


def test_kitten_5():
    assert kitten([3, 12, 0, 10, 0]) == 47
