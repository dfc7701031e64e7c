from kata_letter.core import desert


def test_desert_0():
    assert desert(86) == 'B'


def test_desert_1():
    assert desert(87) == 'A'


def test_desert_2():
    assert desert(88) == 'A'


def test_desert_3():
    assert desert(80) == 'C'


def test_desert_4():
    assert desert(81) == 'B'


def test_desert_5():
    assert desert(82) == 'B'
