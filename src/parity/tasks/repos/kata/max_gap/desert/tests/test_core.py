from kata_max_gap.core import desert


def test_desert_0():
    assert desert([10, 10]) == 0


def test_desert_1():
    assert desert([10, 13, 20, 21, 22, 25]) == 7


def test_desert_2():
    assert desert([10, 20, 22, 23]) == 10


def test_desert_3():
    assert desert([16, 22, 26]) == 6


def test_desert_4():
    assert desert([29]) == 0


def test_desert_5():
    assert desert([6, 7, 12, 16, 18]) == 5
