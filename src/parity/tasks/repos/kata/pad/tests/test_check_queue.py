from kata_pad.check_queue import check_queue


def test_check_queue_0():
    assert check_queue('') == '....'


def test_check_queue_1():
    assert check_queue('ab') == 'ab..'


def test_check_queue_2():
    assert check_queue('abab') == 'abab'


def test_check_queue_3():
    assert check_queue('ababab') == 'ababab'


def test_check_queue_4():
    assert check_queue('abababab') == 'abababab'


def test_check_queue_5():
    assert check_queue('ababababab') == 'ababababab'
