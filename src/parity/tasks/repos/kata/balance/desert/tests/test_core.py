from kata_balance.core import desert


def test_desert_0():
    assert desert([15, 2, 0, 20]) == 2


def test_desert_1():
    assert desert([2, 1, 14]) == 1


def test_desert_2():
    assert desert([12, 10, 17, 4, 10, 4]) == 4


def test_desert_3():
    assert desert([]) == 0


def test_desert_4():
    assert desert([4, 19, 7, 1, 19, 9, 14]) == -3


def test_desert_5():
    assert desert([4, 7, 9, 19, 3, 16, 14]) == -1
