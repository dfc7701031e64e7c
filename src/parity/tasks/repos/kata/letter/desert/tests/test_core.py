from kata_letter.core import desert


def test_desert_0():
    assert desert(90) == 'B'


def test_desert_1():
    assert desert(91) == 'A'


def test_desert_2():
    assert desert(92) == 'A'


def test_desert_3():
    assert desert(82) == 'C'


def test_desert_4():
    assert desert(83) == 'B'


def test_desert_5():
    assert desert(84) == 'B'
