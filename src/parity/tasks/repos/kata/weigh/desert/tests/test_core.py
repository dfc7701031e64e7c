from kata_weigh.core import desert


def test_desert_0():
    assert desert([1, 10, 1, 10, 11]) == 64


def test_desert_1():
    assert desert([0, 5, 0, 1]) == 6


def test_desert_2():
    assert desert([0, 4, 10, 11, 4]) == 50


def test_desert_3():
    assert desert([2, 12]) == 26


def test_desert_4():
    assert desert([4, 3, 1, 6, 7]) == 34


def test_desert_5():
    assert desert([6, 2, 5]) == 19
