from kata_floor_gap.core import desert


def test_desert_0():
    assert desert(4, 11) == 3


def test_desert_1():
    assert desert(5, 8) == 3


def test_desert_2():
    assert desert(17, 3) == 14


def test_desert_3():
    assert desert(7, 1) == 6


def test_desert_4():
    assert desert(2, 3) == 3


def test_desert_5():
    assert desert(8, 7) == 3
