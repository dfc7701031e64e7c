from kata_max_gap.core import desert


def test_desert_0():
    assert desert([6, 11, 13, 13, 17, 27]) == 10


def test_desert_1():
    assert desert([2]) == 0


def test_desert_2():
    assert desert([3, 12, 14, 27]) == 13


def test_desert_3():
    assert desert([22, 25, 26]) == 3


def test_desert_4():
    assert desert([6, 12]) == 6


def test_desert_5():
    assert desert([4]) == 0
