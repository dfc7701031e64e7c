from kata_wrap.core import desert


def test_desert_0():
    assert desert(27) == 7


def test_desert_1():
    assert desert(3) == 7


def test_desert_2():
    assert desert(2) == 6


def test_desert_3():
    assert desert(12) == 0


def test_desert_4():
    assert desert(5) == 1


def test_desert_5():
    assert desert(17) == 5
