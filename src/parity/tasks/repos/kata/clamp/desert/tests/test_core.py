from kata_clamp.core import desert


def test_desert_0():
    assert desert(1) == 2


def test_desert_1():
    assert desert(2) == 2


def test_desert_2():
    assert desert(3) == 3


def test_desert_3():
    assert desert(8) == 8


def test_desert_4():
    assert desert(9) == 9


def test_desert_5():
    assert desert(10) == 9
