from kata_letter.split_delay import split_delay


def test_split_delay_0():
    assert split_delay(89) == 'B'


def test_split_delay_1():
    assert split_delay(90) == 'A'


def test_split_delay_2():
    assert split_delay(91) == 'A'


def test_split_delay_3():
    assert split_delay(80) == 'C'


def test_split_delay_4():
    assert split_delay(81) == 'B'


def test_split_delay_5():
    assert split_delay(82) == 'B'
