from kata_steps.core import desert


def test_desert_0():
    assert desert(0, 5) == [0, 9]


def test_desert_1():
    assert desert(6, 14) == [18, 27, 36]


def test_desert_2():
    assert desert(6, 15) == [18, 27, 36]


def test_desert_3():
    assert desert(1, 7) == [3, 12]


def test_desert_4():
    assert desert(3, 4) == [9]


def test_desert_5():
    assert desert(2, 2) == []
