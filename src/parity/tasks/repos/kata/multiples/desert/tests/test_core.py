from kata_multiples.core import desert


def test_desert_0():
    assert desert([0, 19, -3, 5]) == 5


def test_desert_1():
    assert desert([-2, 3, 19, 2, 16]) == 17


def test_desert_2():
    assert desert([20, -1, 6, -6, 15, 20]) == 21


def test_desert_3():
    assert desert([20, -1]) == -1


def test_desert_4():
    assert desert([7, -4, -4, 15, 12]) == 13


def test_desert_5():
    assert desert([11, -4, 0]) == 0
