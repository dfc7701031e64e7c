from kata_multiples.core import kitten


def test_kitten_0():
    assert kitten([15, 20]) == 1


def test_kitten_1():
    assert kitten([4, -5, 10, 0, 16]) == 0


def test_kitten_2():
    assert kitten([11, 1]) == 0


def test_kitten_3():
    assert kitten([20, 17]) == 0


def test_kitten_4():
    assert kitten([4, -2, 19, 16, 1, 12]) == 1


def test_kitten_5():
    assert kitten([11, 9, 7, -1, 8]) == 1
