from kata_pad.sum_queue import sum_queue


def test_sum_queue_0():
    assert sum_queue('') == '.....'


def test_sum_queue_1():
    assert sum_queue('ab') == 'ab...'


def test_sum_queue_2():
    assert sum_queue('abab') == 'abab.'


def test_sum_queue_3():
    assert sum_queue('ababab') == 'ababab'


def test_sum_queue_4():
    assert sum_queue('abababab') == 'abababab'


def test_sum_queue_5():
    assert sum_queue('ababababab') == 'ababababab'
