from kata_mean.core import desert


def test_desert_0():
    assert desert([]) == 0


def test_desert_1():
    assert desert([4, 9, 8, 23, 5]) == 9


def test_desert_2():
    assert desert([2]) == 2


def test_desert_3():
    assert desert([7, 2, 6, 12]) == 6


def test_desert_4():
    assert desert([0, 0, 23, 12]) == 8


def test_desert_5():
    assert desert([6, 27, 2]) == 11
